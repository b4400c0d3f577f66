$r = notify { ['a', 'b']: }
notify { 'c': require => $r }
