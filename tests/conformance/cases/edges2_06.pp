class a { notify { 'a': } }
class b { require a }
include b
