class a { notify { 'a': } }
class b { notify { 'b': } }
Class['a'] -> Class['b']
include a, b
