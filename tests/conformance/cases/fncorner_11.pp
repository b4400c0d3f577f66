notify { 'x': message => "${min('b','a','C')} ${max('b','a','C')} ${min(1,2.5)} ${max('10','9')}" }
