node /^nomatch/ { notify { 'a': } }
node /st$/ { notify { "b ${0}": } }
