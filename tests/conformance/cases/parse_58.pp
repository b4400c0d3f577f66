$x = 'b' ? { 'a' => 1, default => 2 } + 1
notify { "${x}": }
