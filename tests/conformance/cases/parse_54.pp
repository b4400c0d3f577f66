$x = 'a' ? { 'a' => { 'k' => 'v' } }['k']
notify { $x: }
