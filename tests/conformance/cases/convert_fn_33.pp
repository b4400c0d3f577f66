notify { "x": message => String(Boolean('yes')) }
