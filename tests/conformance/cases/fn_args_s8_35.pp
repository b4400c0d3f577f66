notify { 'a': message => getvar(1) }
