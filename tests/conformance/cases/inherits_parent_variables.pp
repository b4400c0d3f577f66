class p { $v = 'parent' notify { 'p': } }
class c inherits p { notify { 'c': message => $v } }
include c
