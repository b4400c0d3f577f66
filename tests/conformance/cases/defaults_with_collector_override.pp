Notify { message => 'default' }
notify { 'a': }
Notify <| title == 'a' |> { message => 'coll' }
