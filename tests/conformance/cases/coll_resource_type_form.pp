@notify { 'a': }
Resource['notify'] <| |>
