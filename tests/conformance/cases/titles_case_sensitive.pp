notify { 'a': }
notify { 'A': }
