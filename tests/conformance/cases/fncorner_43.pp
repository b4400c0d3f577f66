notify { 'x': message => "${unique([1,2]) |$a, $b| { $a }}" }
