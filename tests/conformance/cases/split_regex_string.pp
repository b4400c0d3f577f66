notify { "${split('a.b.c', '.')} ${split('a.b', '[.]')} ${'a b  c'.split(' ')}": }
