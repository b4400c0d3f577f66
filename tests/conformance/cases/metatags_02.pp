class c { notify { 'n': } }
class { 'c': tag => ['t1', 't2'] }
Notify <| tag == 't1' |> { message => 'tagged via class' }
