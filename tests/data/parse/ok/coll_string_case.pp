@user { 'Luke': uid => 1 }
@user { 'luke': uid => 2 }
User <| title == 'luke' |>
