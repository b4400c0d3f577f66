notify { "x": message => String(String(255, '%x')) }
