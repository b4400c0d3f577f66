$refs = [Notify['x'], Notify['y']]
notify { ['x', 'y']: }
$refs -> notify { 'z': }
