class c { notify { 'in': } }
include c
notify { 'out': before => Class['c'] }
