class k { @notify { 'v': tag => 'x' } }
class j { Notify <| tag == 'x' |> }
include j
include k
