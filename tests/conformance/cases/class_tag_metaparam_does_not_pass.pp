class c { notify { 'n': } }
class { 'c': tag => 'ctag' }
Notify <| tag == 'ctag' |> { message => 'via class tag' }
