@@user { 'u': uid => 5 }
@user { 'v': uid => 6 }
User <| |>
