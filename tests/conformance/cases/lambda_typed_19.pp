notify { 'x': message => "${[['a',1]].map |Array[String] $a| { $a }}" }
