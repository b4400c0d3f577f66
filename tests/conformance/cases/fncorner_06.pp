notify { 'x': message => "${sort(['b','A','a','B'])} ${sort([3,1,2])} ${sort(['b','a']) |$x,$y| { compare($y,$x) }}" }
