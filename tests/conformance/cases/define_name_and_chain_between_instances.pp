define d() { notify { "n-${title}": message => $name } }
d { 'a': }
d { 'b': }
D['a'] -> D['b']
