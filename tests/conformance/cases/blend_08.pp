class c($x = 1) { notify { "c${x}": } }
class { 'c': x => 2 }
notify { 'v': message => Class['c']['x'] }
