class a { include b }
class b { notify { 'b': } }
class { 'a': }
Class['b'] -> notify { 'after-b': }
