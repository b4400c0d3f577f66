Notify['a'] -> Notify['nosuch']
notify { 'a': }
