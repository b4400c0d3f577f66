@@notify { 'e': message => 'orig' }
Notify <| title == 'e' |> { message => 'over' }
