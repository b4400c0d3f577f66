define d { notify { "d-${title}": } }
class c { d { 'x': } }
include c
D['x'] ~> Notify['d-x']
