class a { notify { 'a': require => Notify['b'] } }
class b { notify { 'b': } }
includ a, b
