$x = { 'a' => 1 }.keys
notify { "${x}": }
