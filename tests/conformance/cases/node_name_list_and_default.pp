node 'other', 'test' { notify { 'n': message => 'matched' } }
node default { notify { 'd': } }
