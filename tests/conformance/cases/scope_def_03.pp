node default { $n = 'd' notify { 'x': message => $n } }
node 'test' { notify { 'x': message => 'test' } }
