node 'test', 'foo' { notify { 'x': message => $trusted['certname'] } }
