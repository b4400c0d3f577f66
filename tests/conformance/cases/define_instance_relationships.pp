define d() { notify { "d-${title}": } }
d { 'x': before => Notify['y'] }
notify { 'y': }
D['x'] -> Notify['z']
notify { 'z': }
