class c { $v = 'cv' }
include c
$h = { a => [1, { b => 2 }] }
notify { "${getvar('c::v')} ${getvar('nope', 'dflt')} ${getvar('h.a.1.b')}": }
