notify { 'a': message => 'x' }
Notify <| title == 'a' |> { message => 'coll' }
Notify['a'] { message => 'amend' }
