node /^test$/ { notify { "e ${0}": } }
node 'test' { notify { 'exact': } }
