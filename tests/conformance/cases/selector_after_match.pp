notify { 'x': message => regsubst('a.b.c', '\.', '-', 'G') }
notify { 'y': message => regsubst(['aa', 'ba'], '^a', 'X') }
notify { 'z': message => 'abc' =~ /b(c)/ ? { true => "m ${1}", default => 'no' } }
