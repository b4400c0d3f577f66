user { 'bob': ensure => present, groups => ['a', 'b'] }
User <| groups == 'b' |> { shell => '/bin/zsh' }
User <| groups != 'c' |> { home => '/home/bob' }
