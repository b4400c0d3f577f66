notify { 'a': tag => 'x' }
Notify['a'] { tag +> 'y' }
