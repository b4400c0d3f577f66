node /(?i)^TE(ST)$/ { notify { "i ${1}": } }
