$refs = notify { ['p', 'q']: }
notify { 'r': require => $refs }
