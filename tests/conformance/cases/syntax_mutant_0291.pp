class overrider { Notify <| tag == 'target' |> { message => overridden' } }
notify { 'n1': message => 'orig', tag => 'target' }
notify { 'n2': message => 'keep' }
include overrider
