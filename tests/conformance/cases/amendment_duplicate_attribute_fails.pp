notify { 'a': }
Notify['a'] { message => 'x', message => 'y' }
