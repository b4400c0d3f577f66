if 'abc' =~ /(b)/ { notify { 'm': message => "${0}|${1}" } }
unless false { notify { 'u': } } else { notify { 'e': } }
