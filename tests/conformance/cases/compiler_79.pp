node /^t(e)(s)?(x)?/ { notify { "c ${1} ${2} [${3}]": } }
