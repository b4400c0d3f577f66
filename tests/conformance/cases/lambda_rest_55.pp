notify { 'x': message => "${['a','b'].each |*$r| { notice($r) }}" }
