notify { 'x' }
