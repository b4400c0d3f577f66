$x = undef
notify { "a${x}b": message => "[${x}]" }
