# `*` takes a width or precision from the next argument (or the numbered
# one, `*2$`); a negative width pads on the right, a negative precision is
# ignored.
notify { 'left': message => sprintf('%-*s|', 5, 'a') }
notify { 'right': message => sprintf('%*s|', 5, 'a') }
notify { 'negative': message => sprintf('%*s|', -5, 'a') }
notify { 'int': message => sprintf('%*d|', 6, 42) }
notify { 'zero': message => sprintf('%0*d|', 6, 42) }
notify { 'precision': message => sprintf('%.*f|', 2, 3.14159) }
notify { 'both': message => sprintf('%*.*f|', 10, 3, 3.14159) }
notify { 'string both': message => sprintf('%-*.*s|', 8, 2, 'abcdef') }
notify { 'negative precision': message => sprintf('%.*s|', -1, 'abcdef') }
notify { 'twice': message => sprintf('%*s|%*s|', 3, 'a', 4, 'b') }
notify { 'numbered': message => sprintf('%1$*2$s|', 'a', 6) }
notify { 'plus': message => sprintf('%-+*d|', 6, 42) }
notify { 'hex': message => sprintf('%*x|', 6, 255) }
notify { 'float width': message => sprintf('%-*s|', 2.7, 'a') }
notify { 'negative float width': message => sprintf('%*s|', -3.9, 'a') }
notify { 'zero width': message => sprintf('%*s|', 0, 'abc') }
notify { 'integer precision': message => sprintf('%.*d|', 5, 42) }
notify { 'map line': message => sprintf('%-*s %s;', 12, 'default', '0') }
