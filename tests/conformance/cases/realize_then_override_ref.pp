@notify { 'a': message => 'orig' }
realize(Notify['a'])
Notify['a'] { message => 'changed' }
