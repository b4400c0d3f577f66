node /^te(st)$/ { notify { "m-${1}": } }
