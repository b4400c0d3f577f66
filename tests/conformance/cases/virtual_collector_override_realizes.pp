@notify { 'v': message => 'a' }
@notify { 'w': message => 'b' }
realize(Notify['v'])
Notify <| |> { message => 'over' }
