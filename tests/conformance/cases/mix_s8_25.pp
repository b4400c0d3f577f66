notify { 'x': tag => ['one', 'Two'], alias => 'ex' }
Notify <| tag == 'two' |> { message => 'case' }
notify { 'y': before => Notify['ex'] }
