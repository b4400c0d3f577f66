$x = 5
notify { "${x[0]}": }
