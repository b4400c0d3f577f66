node /^(t)(e)st$/ { notify { "m=${1}${2}": } }
