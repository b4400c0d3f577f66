@notify { 'a': }
$x = Notify <| |> { message => 'c' }
