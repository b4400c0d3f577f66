define d { notify { "d ${title}": } }
D { }
d { ['a', 'b']: }
D <| title == 'a' |>
Notify <| title == 'd b' |> { message => 'overridden' }
