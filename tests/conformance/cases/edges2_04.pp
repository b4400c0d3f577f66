define d { notify { "in ${title}": } }
d { 'x': stage => 'main' }
