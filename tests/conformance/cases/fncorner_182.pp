notify { 'x': message => "${sort('cba')} ${sort('') }" }
