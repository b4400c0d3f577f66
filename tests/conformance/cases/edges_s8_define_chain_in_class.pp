define d { notify { "${title}-n": } }
class k { d { ['x', 'y']: } D['x'] -> D['y'] }
include k
