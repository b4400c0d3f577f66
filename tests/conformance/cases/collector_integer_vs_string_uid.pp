user { 'u': uid => 10 }
User <| uid == 10 |> { shell => '/bin/zsh' }
User <| uid == '10' |> { home => '/home/u' }
