class a { $v = 1 }
notify { 'n': message => "${a::v}" }
