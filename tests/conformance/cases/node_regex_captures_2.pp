node /^(t)(e)st$/ { notify { "captured ${1}${2}": } }
