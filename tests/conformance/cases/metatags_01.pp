define d { notify { "in-${title}": } }
d { 'x': tag => 'extra', noop => true, loglevel => 'debug' }
