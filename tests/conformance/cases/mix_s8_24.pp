class a { notify { 'a': } }
class b { require a notify { 'b': } }
include b
