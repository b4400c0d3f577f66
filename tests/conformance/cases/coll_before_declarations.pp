Notify <| |>
@notify { 'late': }
class c { @notify { 'later': } }
include c
