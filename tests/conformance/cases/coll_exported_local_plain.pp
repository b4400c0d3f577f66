@@notify { 'exp': }
Notify <| |>
