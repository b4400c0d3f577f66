notify { ['x', 'y']: }
notify { 'z': require => [Notify['x'], 'Notify[y]'] }
