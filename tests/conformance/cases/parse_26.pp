$x = 'a' ? { 'a' => 1 }
notify { "${x}": }
