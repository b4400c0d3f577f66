notify { 'a': }
Notify['a'] -> $nothing
