notify { 'a': alias => ['x', 'y'] }
notify { 'b': require => [Notify['x'], Notify['y']] }
