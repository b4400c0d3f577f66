class c(Scalar $s) { }
class { 'c': s => [1] }
