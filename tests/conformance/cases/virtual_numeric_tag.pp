@notify { 'a': tag => 1 }
