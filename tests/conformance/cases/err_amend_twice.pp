notify { 'a': }
Notify['a'] { message => 'amended' }
Notify['a'] { message => 'again' }
