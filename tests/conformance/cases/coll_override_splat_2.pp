$o = { message => 'splat', withpath => true }
@notify { 'a': }
Notify <| |> { * => $o }
