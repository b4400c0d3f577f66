if 'abc123' =~ /([a-z]+)(\d+)/ { notify { "${0} ${1} ${2} ${3}": } }
notify { "after ${1}": }
