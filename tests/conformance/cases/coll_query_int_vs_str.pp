@user { 'a': uid => 100 }
@user { 'b': uid => '200' }
User <| uid == 100 |>
User <| uid == 200 |>
