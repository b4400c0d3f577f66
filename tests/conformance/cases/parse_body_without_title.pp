notify { : message => 'a' }
