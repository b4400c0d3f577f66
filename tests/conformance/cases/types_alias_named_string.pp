type String = Integer
notify { 'a': message => String }
