notify { 'a': message => ['a', 'b'].with_index }
