@notify { 'a': loglevel => 'debug' }
@notify { 'b': }
Notify <| loglevel == 'debug' |>
