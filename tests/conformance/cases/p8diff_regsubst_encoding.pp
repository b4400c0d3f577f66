notify { 'x': message => regsubst('abcb', 'b', 'x', 'G', 'U') }
