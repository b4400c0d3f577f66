notice('a' !~ Regexp['('])
