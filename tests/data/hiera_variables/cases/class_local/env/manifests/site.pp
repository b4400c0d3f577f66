class c { $r = 'x'
notice(lookup('k')) }
include c
