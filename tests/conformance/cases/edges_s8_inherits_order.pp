class a { notify { 'x': } }
class b inherits a { notify { 'y': } }
include b
