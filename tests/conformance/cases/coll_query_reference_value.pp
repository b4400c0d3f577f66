@notify { 'a': require => Notify['b'] }
notify { 'b': }
Notify <| require == Notify['b'] |>
