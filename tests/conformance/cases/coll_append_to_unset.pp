@notify { 'a': }
Notify <| title == 'a' |> { message +> 'm' }
