$x = String.new(3).length
notify { "${x}": }
