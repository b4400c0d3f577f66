define d() { notify { "d ${title}": } }
d { [default, 'a', 'b']: }
