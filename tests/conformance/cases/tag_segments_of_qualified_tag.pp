notify { 'a': tag => 'Mixed::Case' }
Notify <| tag == 'mixed' |> { message => 'seg' }
