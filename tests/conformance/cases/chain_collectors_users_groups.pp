@user { 'alice': uid => 1, tag => ['admins'] }
@user { 'bob': uid => 2, tag => ['devs'] }
@group { 'admins': }
User <| tag == 'admins' |> -> Group <| title == 'admins' |>
