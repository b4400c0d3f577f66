$c = Notify <| |>
notify { 'a': }
notify { 'b': message => "${c}" }
