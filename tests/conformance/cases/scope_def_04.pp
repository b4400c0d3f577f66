node /^te/ { notify { 'x': message => 'regex' } }
node 'other' { }
