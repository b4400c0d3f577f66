define d { include c }
class c { notify { 'c-once': } }
d { ['a', 'b']: }
