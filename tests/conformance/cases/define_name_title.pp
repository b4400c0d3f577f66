define d() { notify { "t=${title} n=${name}": } }
d { 'x': }
