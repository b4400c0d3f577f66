class c(Struct[{ a => Integer, b => Optional[String] }] $h) {}
class { 'c': h => { 'a' => 'x', 'c' => 1 } }
