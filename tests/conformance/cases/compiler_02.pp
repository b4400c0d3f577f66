node /^t(?<mid>es)t/ { notify { "m ${0} ${1} ${mid}": } }
