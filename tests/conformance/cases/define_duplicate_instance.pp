define d { notify { "n-${title}": } }
d { 'x': }
d { 'x': }
