notify { "x": message => String(String(true, '%.2f')) }
