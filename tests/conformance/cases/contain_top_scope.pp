class c { notify { 'x': } }
contain c
