define d() { notify { "n-${title}": require => Notify['base'] } }
notify { 'base': }
d { ['x', 'y']: }
Notify <| title == 'n-x' |> { require +> Notify['extra'] }
notify { 'extra': }
