class c { notify { 'a': } }
class d { notify { 'b': } }
include c, d
Class['c'] -> Class['d']
