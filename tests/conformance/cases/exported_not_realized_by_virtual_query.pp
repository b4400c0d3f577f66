@@notify { 'ex': }
Notify <| |>
