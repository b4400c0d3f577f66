notice("a" =~ /a{2,1}/)
