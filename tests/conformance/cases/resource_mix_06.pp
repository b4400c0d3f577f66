notify { 'a': }
Notify['a'] { message => 'first' }
Notify['a'] { message => 'second' }
