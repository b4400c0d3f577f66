define d() { notify { "n-${title}": } }
class c { d { 'x': noop => true } }
include c
