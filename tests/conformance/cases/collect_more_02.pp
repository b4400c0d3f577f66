@@notify { 'e': }
Notify <| title == 'e' |>
