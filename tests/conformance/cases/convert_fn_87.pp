notify { "x": message => String(Integer('08')) }
