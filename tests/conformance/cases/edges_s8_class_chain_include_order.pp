class a { }
class b { }
Class['a'] -> Class['b']
include b, a
