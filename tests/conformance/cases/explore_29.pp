@notify { 'a': tag => ['t1', 't2'] }
@notify { 'b': tag => 't2' }
Notify <| tag == 't1' or title == 'b' |>
