define d() { notify { "name=${name}": } }
d { 'x': name => 'other' }
