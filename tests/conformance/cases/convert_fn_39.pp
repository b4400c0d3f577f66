notify { "x": message => String(String(true, '%y')) }
