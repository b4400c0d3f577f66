class p { notify { 'x': } }
class c inherits p { Notify['x'] { message => 'added' } }
include c
