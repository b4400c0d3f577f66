$x = 4 / 2 / 1
notify { "${x}": }
