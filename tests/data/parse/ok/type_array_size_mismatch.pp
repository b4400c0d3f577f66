class t(Array[String, 2] $a) { }
class { 't': a => ['one'] }
