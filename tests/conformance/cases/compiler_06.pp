node /^(t)(e)/ { notify { "m ${1}": } if 'abc' =~ /(b)/ { notify { "in ${1} ${0}": } } notify { "after ${1}": } }
