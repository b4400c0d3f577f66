notify { 'a': message => 'orig' }
Notify['a'] { message +> 'x' }
