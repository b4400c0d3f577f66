$x = - - 1
notify { "${x}": }
