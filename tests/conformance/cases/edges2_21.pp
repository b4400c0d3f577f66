define d { notify { "n-${title}": } }
d { ['x','y']: }
D['x'] -> D['y']
