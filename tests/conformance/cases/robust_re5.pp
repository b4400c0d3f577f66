notice("a" =~ /(?<n>a/)
