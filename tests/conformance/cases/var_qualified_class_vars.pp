class c { $v = 'inner' }
include c
notify { 'x': message => [$c::v, $::c::v, $nope::x] }
