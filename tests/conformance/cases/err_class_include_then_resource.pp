class c { }
include c
class { 'c': }
