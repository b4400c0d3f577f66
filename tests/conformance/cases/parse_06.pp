$x = unless false { [1,2] }.length
notify { "${x}": }
