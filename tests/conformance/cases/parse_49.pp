$x = !'a'.empty
notify { "${x}": }
