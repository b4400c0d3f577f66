notify { 'k': message => "${Tuple([1,2])} ${[1,2] =~ Tuple} ${[] =~ Tuple}" }
