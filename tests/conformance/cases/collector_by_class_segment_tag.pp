class outer::inner { notify { 'n': } }
include outer::inner
Notify <| tag == 'outer' |> { message => 'segment tag' }
