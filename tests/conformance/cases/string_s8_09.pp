if 'Hello World' =~ /^(\w+)\s(?<second>\w+)$/ { notify { "m ${0} | ${1} | ${2}": } }
