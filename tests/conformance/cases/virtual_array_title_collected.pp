$titles = ['x', 'y']
@notify { $titles: tag => 'batch' }
Notify <| tag == 'batch' |>
