notify { "x": message => String(String(true, '%d')) }
