$v = '%{facts.os.family}'
notify { 'a': message => lookup('a') }
notify { 'b': message => lookup('b') }
