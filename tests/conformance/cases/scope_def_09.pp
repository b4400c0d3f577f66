define d { notify { "${title}-${name}": } }
d { 'x': name => 'y' }
