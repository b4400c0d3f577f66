class c(Scalar $s, Data $d) {}
class { 'c': s => [1], d => { 'a' => [1] } }
