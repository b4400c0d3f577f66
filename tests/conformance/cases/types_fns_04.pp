class c(Hash[String, Array[Integer]] $h) {}
class { 'c': h => { 'a' => [1, 'b'] } }
