$x = 'a' ? { Pattern['('] => 1, default => 2 }
