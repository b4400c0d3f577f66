node default { notify { 'n': } }
Notify <| title == 'n' |> { message => 'top collector on node resource' }
