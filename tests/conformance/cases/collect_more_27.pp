@notify { 'a': }
Notify['a'] { message => 'amended' }
