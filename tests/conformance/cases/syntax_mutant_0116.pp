notify { ' message => 'x' }
Notify['a'] { message => 'two' }
