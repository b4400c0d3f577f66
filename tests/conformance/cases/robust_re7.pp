notice("a" =~ /*/)
