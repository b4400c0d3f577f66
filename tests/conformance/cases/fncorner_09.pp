notify { 'x': message => "${unique(['a','A','b']) |$x| { $x.downcase }}" }
