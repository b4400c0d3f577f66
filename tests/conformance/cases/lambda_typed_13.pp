notify { 'x': message => "${[[1,2]].map |Array[String] $a| { $a }}" }
