node 'test' { notify { 'exact': } }
node /^te/ { notify { 'regex': } }
node default { notify { 'default': } }
