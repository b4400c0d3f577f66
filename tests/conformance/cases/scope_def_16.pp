class c { notify { 'x': } }
include c
class { 'c': }
