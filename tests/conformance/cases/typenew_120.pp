notify { 'x': message => "${Integer('12', 16)} ${Integer('-0b11')} ${Float('.5')}" }
