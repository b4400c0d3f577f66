$h = lookup('h', Hash, 'hash')
$d = lookup('d', Hash, 'deep')
$u = lookup('u', Array, 'unique')
$f = lookup('f')
notify { 'h': message => $h }
notify { 'd': message => $d }
notify { 'u': message => $u }
notify { 'f': message => $f }
notify { 'nd': message => lookup('nodefault', undef, undef, 'dflt') }
notify { 'lh': message => lookup('h') }
notify { 'ld': message => lookup('d') }
notify { 's': message => String(lookup('s')) }
include m
