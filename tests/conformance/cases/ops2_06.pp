if "x" =~ /(x)/ { } notify { "m": message => "${1}" }
