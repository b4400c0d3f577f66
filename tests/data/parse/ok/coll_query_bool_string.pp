@user { 'a': managehome => true }
@user { 'b': managehome => 'true' }
User <| managehome == true |>
