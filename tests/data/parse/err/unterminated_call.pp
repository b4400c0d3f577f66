notice('a'
