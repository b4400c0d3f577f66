@notify { 'v': message => 'orig' }
Notify['v'] { message => 'amended' }
realize Notify['v']
