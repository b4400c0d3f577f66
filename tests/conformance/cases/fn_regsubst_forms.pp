notify { 'x': message => [regsubst(['ab', 'cb'], 'b', 'X'), regsubst('AbC', 'b', 'x', 'I'), regsubst('a.b', '.', '-', 'G'), regsubst('abc', '(a)(b)', '\2\1'), 'hello world'.regsubst(/o/, '0', 'G')] }
