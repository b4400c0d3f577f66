class c(Float[1.0, 2.0] $x) { notify { "x=${x}": } }
class { 'c': x => 3.5 }
