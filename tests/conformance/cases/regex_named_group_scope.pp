if 'abc' =~ /(?<first>a)(b)/ { notify { "m ${0} ${1} ${2}": } }
notify { "after ${0}": }
