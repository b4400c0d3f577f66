class p { notify { 'n': message => 'm', loglevel => 'info' } }
class c inherits p { Notify['n'] { loglevel => undef } }
include c
