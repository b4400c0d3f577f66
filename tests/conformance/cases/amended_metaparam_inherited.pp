define d() { notify { "n-${title}": } }
d { 'x': tag => ['a', 'b'], noop => false }
D['x'] { loglevel => 'info' }
