$x = 'top'
class c { $x = 'class'; notify { 'c': message => "${x} ${::x} ${c::x}" } }
include c
notify { 'top': message => $c::x }
