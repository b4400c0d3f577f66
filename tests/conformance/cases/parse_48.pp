$x = -[1,2].length
notify { "${x}": }
