define d { notify { "d-${title}": message => $outer } }
class c { $outer = 'from-c'  d { 'one': } }
include c
