notice('a' =~ Regexp['('])
