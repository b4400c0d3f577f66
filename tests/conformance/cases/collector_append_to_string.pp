notify { 'n': message => 'x' }
Notify <| title == 'n' |> { message +> 'y' }
