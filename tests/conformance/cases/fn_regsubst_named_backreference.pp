notify { 'x': message => [regsubst('path/to/file', '/', '::', 'G'), regsubst('aaa', 'a', 'b'), regsubst('Hello', '(?<first>H)', '[\\k<first>]')] }
