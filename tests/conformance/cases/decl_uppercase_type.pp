Notify { 'upper': message => 'x' }
