class a::b { notify { 'n': } }
include a::b
Notify['n'] -> Class['a::b']
