define d { notify { "n-${title}": } }
d { 'x': before => Notify['y'] }
notify { 'y': }
