define d() { notify { "n-${title}": } }
d { 'x': tag => 'mytag', loglevel => 'debug', noop => true, schedule => 's', audit => 'all', alias => 'q' }
schedule { 's': }
