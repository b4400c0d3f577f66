$x = - 'a'.length
notify { "${x}": }
