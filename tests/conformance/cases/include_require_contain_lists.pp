class a { notify { 'a': } }
class b { notify { 'b': } }
include a, b
require a
contain b
