if 'abc' =~ /(b)/ { $m = $1 }
notify { "m=${m} one=${1}": }
