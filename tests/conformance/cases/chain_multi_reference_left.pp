notify { ['a', 'b']: message => 'same' }
Notify[a, b] -> notify { 'c': }
