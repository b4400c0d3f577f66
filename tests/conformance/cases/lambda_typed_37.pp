function f(Hash[String, Integer] $h) { $h }
notify { 'x': message => "${f({a => 'x', b => 'y'})}" }
