@notify { 'a': }
Notify <| title == 'a' |> { message => 'coll' }
Notify['a'] { message => 'ref' }
