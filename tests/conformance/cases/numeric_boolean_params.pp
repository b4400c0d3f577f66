class c(Numeric $n, Boolean $b) { notify { "${n} ${b}": } }
class { 'c': n => 1.5, b => false }
