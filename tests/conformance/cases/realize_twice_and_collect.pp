@notify { 'v': }
realize(Notify['v'])
realize(Notify['v'])
Notify <| title == 'v' |>
