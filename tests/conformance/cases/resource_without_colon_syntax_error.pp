notify { 'a' }
