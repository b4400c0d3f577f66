@@user { 'exported-user': uid => 5 }
@user { 'virtual-user': uid => 6 }
User <| uid == 5 |>
