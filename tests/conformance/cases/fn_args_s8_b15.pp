notify { 'a': message => max([]) }
