class c { $v = 1 }
notify { 'n': message => "${c::v}" }
include c
