@@user { 'u': uid => 5 }
User <<| uid == 5 |>>
User <| title == 'u' |> { shell => '/bin/zsh' }
