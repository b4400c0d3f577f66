$x = 10 % 3 * 2
notify { "${x}": }
