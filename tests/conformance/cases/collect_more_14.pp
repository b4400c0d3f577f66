$h = { message => 'splat' }
notify { 'a': }
Notify <| title == 'a' |> { * => $h }
