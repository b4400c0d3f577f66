notify { 'a': message => sort({a => 1}) }
