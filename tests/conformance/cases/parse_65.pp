$x = !true == false
notify { "${x}": }
