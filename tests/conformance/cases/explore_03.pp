define wrap($x = 'd') { notify { "w-${title}": message => $x } }
class c { Notify { withpath => true } wrap { 'one': } }
include c
