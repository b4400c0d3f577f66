define d() { contain c }
class c { notify { 'c': } }
d { 'x': }
