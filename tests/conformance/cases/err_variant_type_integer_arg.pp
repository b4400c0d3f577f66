notify { 'a': message => Variant[1] }
