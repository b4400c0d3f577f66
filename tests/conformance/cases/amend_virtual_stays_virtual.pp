@notify { 'a': message => 'v' }
Notify['a'] { message => 'amended' }
