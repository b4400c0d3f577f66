node /^te/, 'x' { notify { 'n': message => $name } }
