notify { 'x': message => "${[1,'b'].map |Integer $a| { $a }}" }
