define d { notify { "d-${title}": } }
class c { Notify { message => 'c-default' }  d { 'one': } }
include c
