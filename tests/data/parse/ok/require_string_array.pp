notify { ['a', 'b']: }
notify { 'c': require => ['Notify[a]', 'Notify[b]'] }
