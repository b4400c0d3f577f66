class c(Sensitive[String] $s) { notify { "n": message => $s } }
class { "c": s => Sensitive("x") }
