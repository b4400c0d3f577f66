class a { notify { 'in-a': } }
class b { notify { 'in-b': } }
Class['a'] -> Class['b']
include a, b
