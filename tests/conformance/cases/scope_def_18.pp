class p($x = 'px') { }
class c inherits p { notify { 'x': message => $x } }
include c
