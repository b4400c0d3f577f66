notice("a" =~ /[/)
