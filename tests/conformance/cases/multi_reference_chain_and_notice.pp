notify { ['a', 'b']: }
Notify[a, b] -> notify { 'c': }
notice(Notify[a, b])
