$x = Integer.new('3') + 1
notify { "${x}": }
