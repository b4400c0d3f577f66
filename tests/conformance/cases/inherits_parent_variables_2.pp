class p { $v = 'parent' }
class c inherits p { notify { 'n': message => "${v} ${p::v}" } }
include c
