class a { notify { 'a': } }
class b { notify { 'b': } }
include a, b
Class['a'] -> Class['b']
