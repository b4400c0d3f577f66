notify { 'a': message => join([1], undef) }
