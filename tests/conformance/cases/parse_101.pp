$x = [3, 1] .sort
notify { "${x}": }
