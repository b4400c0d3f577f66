type Exec = Integer
notify { 'a': message => 1 }
