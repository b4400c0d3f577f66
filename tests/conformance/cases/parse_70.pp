$x = 'x' in ['x'] ? { true => 'yes', default => 'no' }
notify { $x: }
