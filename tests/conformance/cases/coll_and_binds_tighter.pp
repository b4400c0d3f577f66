@notify { 'a': tag => ['x', 'y'] }
@notify { 'b': tag => 'y' }
@notify { 'c': tag => 'z' }
Notify <| tag == 'x' or tag == 'z' and title == 'c' |>
