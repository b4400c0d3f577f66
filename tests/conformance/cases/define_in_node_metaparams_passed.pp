define d() { notify { "n-${title}": } }
node default { d { 'x': loglevel => 'warning' } }
