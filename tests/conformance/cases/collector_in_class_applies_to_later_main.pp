class c { Notify <| tag == 'late' |> { message => 'from class' } }
include c
notify { 'n': tag => 'late' }
