$x = 'a' ? { Regexp['('] => 1, default => 2 }
