notice("a" =~ /a**/)
