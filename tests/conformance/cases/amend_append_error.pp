notify { 'a': }
Notify['a'] { message +> 'x' }
