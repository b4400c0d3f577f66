notify { 'r': message => [regsubst('Hello', 'h', 'J', 'I'), regsubst(['aa', 'ba'], 'a', 'x', 'G'), regsubst('a.b', '\.', '-')] }
