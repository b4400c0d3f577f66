notify { 'a': }
'a' -> Notify['a']
