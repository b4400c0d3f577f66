notify { 'x' message => 'y' }
