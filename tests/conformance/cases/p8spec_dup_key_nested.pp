notify { 'x': message => [{k => 1}, {k => 2, v => {q => 1, q => 2}}] }
