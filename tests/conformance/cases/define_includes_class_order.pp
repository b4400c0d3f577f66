class c { d { 'in-c': } notify { 'c-direct': } }
define d() { notify { "d-${title}": } include e }
class e { notify { 'e': } }
include c
notify { 'main': }
