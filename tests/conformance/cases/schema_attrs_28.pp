notify { 'n': name => 'other' }
