define d { notify { "${title}-${name}": } }
d { 'x': }
d { 'y': name => 'z' }
