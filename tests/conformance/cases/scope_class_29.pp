define d() { notify { "d ${title}": } }
d { ['x', 'y']: }
Notify['d x'] -> Notify['d y']
