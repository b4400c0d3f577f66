notify { 'x': message => "${max('a','B','c')} ${min('a','B','c')} ${max(1,2,'3')}" }
