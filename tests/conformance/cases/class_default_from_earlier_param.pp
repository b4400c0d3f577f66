class c($x, $y = $x) { notify { "${x}${y}": } }
class { 'c': x => 'v' }
