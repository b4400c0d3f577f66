define d() { notify { "n-${title}": } }
d { 'x': tag => 'mytag' }
Notify <| tag == 'mytag' |> { message => 'via define tag' }
