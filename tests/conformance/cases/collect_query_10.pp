@notify { 'Mixed': }
Notify <| title == 'mixed' |>
