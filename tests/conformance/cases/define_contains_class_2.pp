define d { contain c }
class c { notify { 'cn': } }
d { 'x': }
