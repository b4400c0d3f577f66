class c(Hash[String, Array[String]] $h) { }
class { 'c': h => { 'a' => ['x', 1] } }
