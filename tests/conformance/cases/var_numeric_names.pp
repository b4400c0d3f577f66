'abc' =~ /(b)/
notify { "${1}": }
