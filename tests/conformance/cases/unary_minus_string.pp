$x = '5'
notify { "${-$x}": }
