notify { 'a': message => [regsubst('foo bar', 'o', '0'), regsubst('foo bar', 'o', '0', 'G'), regsubst('Foo', 'f', 'x', 'I'), regsubst(['aa','ba'], '^a', 'z'), 'abc'.regsubst(/(b)/, '<\1>')] }
