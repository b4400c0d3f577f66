notify { 'out': require => Class['c'] }
class c { notify { 'in': } }
include c
