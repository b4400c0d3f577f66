node /^(te)(st)$/ { notify { "m ${0} ${1} ${2}": } }
