class k { notify { 'k': } }
include k
notify { ['a', 'b']: }
Notify['a', 'b'] -> Class['k']
