define d() { notify { "t=${title}": } }
d { ['a', 'b']: }
