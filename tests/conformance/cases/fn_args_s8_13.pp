notify { 'a': message => downcase([1, 'A']) }
