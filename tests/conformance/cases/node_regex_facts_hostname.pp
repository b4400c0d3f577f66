node /^te(s)t$/ { notify { "m=${1} h=${facts['networking']['hostname']}": } }
