define d() { notify { "n-${title}": } }
d { 'Mixed Case': }
