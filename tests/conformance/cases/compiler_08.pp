node 'test' { notify { 'exact': } }
node /^t/ { notify { 'regex': } }
