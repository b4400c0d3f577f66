@notify { 'a': tag => ['x'] }
@notify { 'b': tag => ['y', 'z'] }
@notify { 'c': tag => ['z'] }
Notify <| tag == 'x' or tag == 'y' and tag == 'z' |>
