create_resources('@notify', { 'v' => {} })
Notify <| |>
