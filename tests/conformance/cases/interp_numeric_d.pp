$x = true
notify { "${x[0]}": }
