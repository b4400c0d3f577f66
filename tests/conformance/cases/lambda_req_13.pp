class c($a = 1, $b) { notify { "c${a}${b}": } }
class { 'c': b => 2 }
