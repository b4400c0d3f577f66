$x = { 'a' => 1 }
notify { 'y': message => "${x}" }
