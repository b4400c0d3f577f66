notify { 'n': messages => 'x' }
