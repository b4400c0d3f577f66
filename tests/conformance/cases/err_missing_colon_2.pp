notify { 'x' message => 'a' }
