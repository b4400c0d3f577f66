node /^te(s)t$/ { notify { "captured ${1}": } }
