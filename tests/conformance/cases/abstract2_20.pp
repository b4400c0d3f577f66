$x = Notify <| |>
notify { 'c': message => "${x}" }
