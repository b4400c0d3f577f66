$x = 'top'
class c($y = $x) { notify { "${y}": } }
include c
