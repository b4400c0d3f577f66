notify { 'a': }
Notify['a'] { message => 'one' }
Notify['a'] { message => 'two' }
