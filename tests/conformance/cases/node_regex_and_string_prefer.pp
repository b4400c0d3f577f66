node /^te/ { notify { 'regex': } }
node 'test' { notify { 'exact': } }
