@user { 'u': uid => 1 }
User <| uid == 1 |> { shell => '/bin/a' }
User <| title == 'u' |> { home => '/h' }
