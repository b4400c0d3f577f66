node /^t(es)t$/ { notify { "cap ${1}": } }
node 'test' { notify { 'exact wins': } }
