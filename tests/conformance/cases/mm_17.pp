class c(Stdlib::Absolutepath $p) { }
class { 'c': p => '/x' }
