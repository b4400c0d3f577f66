class p { $v = 'pv' }
class c inherits p { notify { "v=${v}": } }
include c
