class a { notify { 'in-a': } }
class b { notify { 'in-b': } }
class wrapper { contain a contain b Class['a'] -> Class['b'] }
include wrapper
