notify { "x": message => String(String({a => 1}, '%p')) }
