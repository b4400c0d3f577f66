notify { 'x': name => 'x' }
