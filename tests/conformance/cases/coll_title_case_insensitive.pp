notify { 'A-Title': }
Notify <| title == 'a-title' |> { message => 'ci' }
