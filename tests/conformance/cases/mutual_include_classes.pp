class a { include b notify { 'a': } }
class b { include a notify { 'b': } }
include a
