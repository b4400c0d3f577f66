@notify { 'a': tag => ['x','y'] }
@notify { 'b': tag => 'y' }
@notify { 'c': }
Notify <| tag == 'x' or tag == 'c' |>
