class p { $v = 'from-p' }
class c inherits p { notify { "v=${v}": } }
include c
