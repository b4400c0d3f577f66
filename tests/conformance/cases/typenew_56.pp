notify { 'x': message => "${Regexp.new('a.c')}" }
