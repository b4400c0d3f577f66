class a { notify { 'a1': } -> notify { 'a2': } }
class b { require a notify { 'b1': } }
class c { contain b notify { 'c1': before => Class['b'] } }
include c
Class['a'] -> Class['c']
