define d() { notify { "n-${title}": } }
d { 'a': name => 'renamed' }
