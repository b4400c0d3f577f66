function f(Array[String] $a) { $a }
notify { 'x': message => "${f([1,2])}" }
