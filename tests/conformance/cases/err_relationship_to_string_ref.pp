notify { 'a': }
'Notify[a]' -> Notify['b']
notify { 'b': }
