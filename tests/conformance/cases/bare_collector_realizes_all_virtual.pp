Notify <| |>
@notify { 'a': }
class c { @notify { 'b': } }
include c
