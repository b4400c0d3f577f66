notify { 'x': message => "${unique(['a', 'b', 'a']) |$x| { 1 }} ${unique([1, 2, 3, 4]) |$x| { $x % 2 }}" }
