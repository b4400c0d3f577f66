$x = notify { 'a': } -> notify { 'b': }
notify { "x=${x}": }
