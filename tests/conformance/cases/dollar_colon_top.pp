$x = 'top'
class c { $x = 'local' notify { "${x} ${::x} ${::facts['hostname']}": } }
include c
