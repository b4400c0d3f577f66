class p($pv = 'pdef') { }
class c inherits p { notify { 'n': message => $pv } }
class { 'p': pv => 'given' }
include c
