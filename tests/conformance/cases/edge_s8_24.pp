if 1 < 'a' { notify { 'x': } }
