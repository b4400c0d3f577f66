$top = 'T'
class c { notify { 'n': message => [$top, $::top] } }
include c
