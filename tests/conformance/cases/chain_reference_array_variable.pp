$refs = [Notify['a'], Notify['b']]
notify { ['a', 'b', 'c']: }
$refs -> Notify['c']
Notify['a'] ~> Notify['b']
