$x = 'a' ? { 'a' => 'b' } ? { 'b' => 'c' }
notify { $x: }
