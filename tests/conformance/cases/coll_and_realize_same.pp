@user { 'x': }
User <| title == 'x' |> { shell => '/bin/zsh' }
realize(User['x'])
