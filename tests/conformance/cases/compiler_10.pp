node /(?i)^TEST$/ { notify { "ci ${0}": } }
