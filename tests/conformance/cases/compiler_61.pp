node /^(?<host>te)st$/ { notify { "h ${host} ${0}": } }
