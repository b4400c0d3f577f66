class a { notify { 'x': } }
class b { notify { 'x': } }
include a, b
