define d() { notify { "d-${title}": } }
class c { d { 'in-class': } }
include c
d { 'top': }
