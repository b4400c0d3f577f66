notify { 'a': tag => 't1' }
Notify <| title == 'a' |> { tag +> 't2' }
