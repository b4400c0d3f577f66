class c(Sensitive[String] $s) { }
class { "c": s => "x" }
