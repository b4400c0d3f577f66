class base { notify { 'b': } }
define d() { include base }
d { ['a', 'b']: }
