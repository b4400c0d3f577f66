class a { notify { 'a': } }
class b { contain a notify { 'b': } }
class c { include b }
include c
Class['a'] -> notify { 'z': }
