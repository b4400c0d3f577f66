notify { 'a': message => keys([1]) }
