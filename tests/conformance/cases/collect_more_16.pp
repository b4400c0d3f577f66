@user { 'u': uid => 5 }
User <| uid == '5' |>
