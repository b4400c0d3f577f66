notify { 'a': tag => 'Mixed' }
Notify <| tag == 'mixed' |> { message => 'case' }
