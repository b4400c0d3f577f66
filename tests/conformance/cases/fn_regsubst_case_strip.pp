notify { 'x': message => [regsubst('aXbX', 'X', '-', 'G'), regsubst('aXbX', 'X', '-'), upcase('abc'), downcase('ABC'), capitalize('abc'), 'abc'.length, strip('  a ')] }
