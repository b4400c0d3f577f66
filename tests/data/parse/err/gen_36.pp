$x = $y ? { default => 1, default => 2 }
