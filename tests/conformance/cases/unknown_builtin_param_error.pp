service { 's': bogus_param => 1 }
