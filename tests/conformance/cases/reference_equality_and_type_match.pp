notify { 'a': }
notify { 'b': }
Notify['a'] -> Notify['b']
notice(Notify['a'] == Notify['a'])
notice(Notify[a] =~ Type[Notify])
