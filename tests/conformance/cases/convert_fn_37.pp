notify { "x": message => String(String('x', '%p')) }
