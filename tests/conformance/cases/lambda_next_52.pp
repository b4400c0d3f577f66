class c { [1,2].each |$x| { if $x == 1 { next() } notify { "e${x}": } } notify { 'end': } }
include c
