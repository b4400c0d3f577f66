$x = - 5 .abs
notify { "${x}": }
