notify { 'x': message => "${call('each', [1, 2]) |$x| { notice($x) }}" }
