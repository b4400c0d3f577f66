class a { notify { 'x': } }
class b { require a }
include b
