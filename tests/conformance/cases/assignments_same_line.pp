$x = 1 $y = 2
notify { "${x}${y}": }
