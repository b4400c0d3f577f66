class p { notify { 'x': message => 'p' } }
class c inherits p { Notify['x'] { message => undef } }
include c
