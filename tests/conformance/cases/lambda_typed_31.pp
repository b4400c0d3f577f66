notify { 'x': message => "${with([1,2]) |Array[String, 1] $a| { $a }}" }
