class p { $v = 'parent' }
class c inherits p { notify { 'c': message => $v } }
include c
