class c(String $x = 5) {}
class { 'c': x => 'ok' }
