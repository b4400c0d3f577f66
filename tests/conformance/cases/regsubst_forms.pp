notify { 'n': message => [regsubst('abc', 'b', 'X'), regsubst('aaa', 'a', 'b', 'G'), regsubst('ABC', 'b', 'x', 'I'), regsubst(['ab', 'cb'], 'b', '')] }
