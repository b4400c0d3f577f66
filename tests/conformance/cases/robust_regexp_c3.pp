notice('a' =~ Pattern['('])
