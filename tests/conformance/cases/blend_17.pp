@notify { 'v1': message => 'one' }
@notify { 'v2': message => 'two' }
realize(Notify['v1'])
Notify <| title == 'v2' |> { message => 'changed' }
