class p { $v = 'p' }
class c inherits p { notify { 'x': message => $v } }
include c
