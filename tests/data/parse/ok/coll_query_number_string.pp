@user { 'a': uid => '100' }
@user { 'b': uid => 100 }
User <| uid == '100' |>
