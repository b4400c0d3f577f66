class c(String[3, 5] $s) { }
class { 'c': s => 'ab' }
