notify { 'a': }
