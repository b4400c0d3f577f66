notify { 'r': message => [regsubst('aaa', 'a', 'b'), regsubst('aaa', 'a', 'b', 'G'), regsubst('host-1', '^(\w+)-(\d)$', '\2-\1')] }
