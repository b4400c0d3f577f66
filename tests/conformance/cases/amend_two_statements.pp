notify { 'a': }
Notify['a'] { message => 'amended' }
Notify['a'] { tag => 't' }
