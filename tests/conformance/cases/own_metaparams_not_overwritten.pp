define d() { notify { "n-${title}": tag => 'own', loglevel => 'err' } }
d { 'x': tag => 'mytag', loglevel => 'debug' }
