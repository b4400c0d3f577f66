notify { 'x': message => "${['a','b'].index |$i, *$r| { $r == ['b'] }}" }
