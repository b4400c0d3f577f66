define d() { notify { "x ${title}": } }
d { 'Two Words': }
