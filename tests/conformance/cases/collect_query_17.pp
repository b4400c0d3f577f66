@@notify { 'ex': }
Notify <<| |>>
Notify <| title == 'ex' |> { message => 'over' }
