class a { notify { 'a': } }
class b { contain a }
include b
