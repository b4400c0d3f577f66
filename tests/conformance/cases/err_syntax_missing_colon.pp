notify { 'a' message => 'x' }
