notify { 'x': message => "${max('a')} ${min(3)} ${max([5])}" }
