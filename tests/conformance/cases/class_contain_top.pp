class c { notify { 'n': } }
contain c
