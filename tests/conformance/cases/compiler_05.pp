node /^(t)est/ { $x = $1 class { 'c': } }
class c { notify { "c ${x} ${1}": } }
