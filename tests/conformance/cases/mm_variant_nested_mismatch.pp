class c(Variant[String, Array[String]] $v) {}
class { 'c': v => [1] }
