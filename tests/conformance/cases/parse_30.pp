$x = 5 ? { 5 => 'five' }.length
notify { "${x}": }
