define d() { notify { "before ${title}": } next() }
d { 'a': }
