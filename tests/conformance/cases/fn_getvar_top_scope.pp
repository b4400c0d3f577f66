$v = 'x'
notify { 'x': message => [getvar('v'), getvar('::v')] }
