@user { 'a': uid => 1000 }
@user { 'b': uid => '1000' }
@user { 'c': uid => 1001 }
User <| uid == 1000 |>
