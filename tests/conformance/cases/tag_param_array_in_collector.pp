@notify { 'a': tag => ['x', 'y'] }
@notify { 'b': tag => ['y'] }
Notify <| tag == 'x' or tag == 'nope' |>
