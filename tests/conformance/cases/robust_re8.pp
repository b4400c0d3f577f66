notice("a" =~ /\\/)
