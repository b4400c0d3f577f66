$x = 1 + 2 ? { 3 => 'three', default => 'no' }.length
notify { "${x}": }
