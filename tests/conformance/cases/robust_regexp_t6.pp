notice('(a'.match('('))
