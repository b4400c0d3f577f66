@user { 'a': uid => 10 }
@user { 'b': uid => '10' }
User <| uid == '10' |>
