class c(Hash $h) {}
class { 'c': h => [] }
