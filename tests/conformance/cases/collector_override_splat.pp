$h = { 'message' => 'splat' }
notify { 'n': }
Notify <| title == 'n' |> { * => $h }
