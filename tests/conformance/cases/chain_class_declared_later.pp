Class['b'] -> Notify['n']
notify { 'n': }
class b { notify { 'inb': } }
include b
