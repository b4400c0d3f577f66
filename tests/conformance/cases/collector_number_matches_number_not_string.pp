@notify { 'a': message => 5 }
Notify <| message == 5 |> { withpath => true }
@notify { 'b': message => '5' }
