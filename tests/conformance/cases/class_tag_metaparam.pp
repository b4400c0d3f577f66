class c { notify { 'n': } }
class { 'c': tag => 'extra' }
Notify <| tag == 'extra' |> { message => 'tagged via class' }
