class a { notify { 'x': } }
class b { contain a }
class c { contain a }
include b, c
