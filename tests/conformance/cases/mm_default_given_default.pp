class c(Default $d) {}
class { 'c': d => default }
