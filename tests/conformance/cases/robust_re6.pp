notice("a" =~ /)/)
