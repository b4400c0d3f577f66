notify { 'x': message => "${Integer(3.7)} ${Integer(-3.7)} ${Integer(true)} ${Float(3)} ${Float('1e2')}" }
