$x = 'a' =~ Regexp['[']
