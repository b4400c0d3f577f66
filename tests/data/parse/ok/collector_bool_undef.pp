@user { 'a': managehome => true }
@user { 'b': managehome => false }
@user { 'c': uid => 3 }
User <| managehome == true |>
User <| shell == undef |> { comment => 'no shell' }
