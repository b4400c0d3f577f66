class p($x = 'px') { }
class c inherits p { notify { 'c': message => $x } }
include c
