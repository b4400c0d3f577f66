$x = 'a' =~ /a/ == true
notify { "${x}": }
