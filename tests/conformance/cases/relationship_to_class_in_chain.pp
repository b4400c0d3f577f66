class a { notify { 'in a': } }
include a
notify { 'b': }
Notify['b'] -> Class['a']
