@notify { 'a': loglevel => 'err' }
@notify { 'b': }
Notify <| loglevel != 'err' |>
