class c(Data $p) { }
class { 'c': p => File['/x'] }
