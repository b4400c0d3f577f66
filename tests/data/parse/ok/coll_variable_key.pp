$who = 'ana'
@user { 'ana': uid => 1 }
@user { 'bob': uid => 2 }
User <| title == $who |>
