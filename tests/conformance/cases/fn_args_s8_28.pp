notify { 'a': message => reverse_each(1) }
