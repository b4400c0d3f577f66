class p($x = 'px') { }
class c inherits p { notify { 'c': message => $p::x } }
include c
