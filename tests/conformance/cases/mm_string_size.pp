class c(String[2, 3] $s) {}
class { 'c': s => 'abcd' }
