@notify { 'x': message => 'orig' }
Notify <| title == 'x' |> { message +> 'more' }
