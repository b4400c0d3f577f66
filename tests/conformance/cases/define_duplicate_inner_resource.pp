define d { notify { 'same': } }
d { 'x': }
d { 'y': }
