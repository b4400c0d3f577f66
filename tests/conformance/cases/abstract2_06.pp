@Resource['notify'] { 'v': }
Notify <| |>
