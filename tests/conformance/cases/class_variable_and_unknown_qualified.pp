class c { $v = 'local' }
include c
notify { 'n': message => $c::v }
notify { 'o': message => $c::nosuch }
