class a { notify { 'a': require => Notify['b'] } }
class b { notify { 'b': } }
include a, b
