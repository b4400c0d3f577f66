define d { notify { "${title}-inner": } }
d { 'a': }
Notify <| title == 'a-inner' |> { message => 'collected' }
D['a'] -> notify { 'z': }
