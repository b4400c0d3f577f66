notify { ['x', 'y']: }
notify { 'a': require => Notify['x'] }
Notify <| title == 'a' |> { require +> [Notify['y']] }
