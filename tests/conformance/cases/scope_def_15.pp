class c { notify { 'x': } }
class { 'c': }
include c
