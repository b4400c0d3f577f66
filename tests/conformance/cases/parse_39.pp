$x = Integer.new('5')
notify { "${x}": }
