class c(Stdlib::Absolutepath $p) { notify { $p: } }
class { 'c': p => '/x' }
