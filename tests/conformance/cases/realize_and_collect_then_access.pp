@notify { 'a': }
@notify { 'b': }
realize(Notify['a'])
Notify <| title == 'b' |>
notify { 'c': message => [Notify['a']['message'], Notify['b']['message']] }
