node /^te/ { notify { 'regex': } }
node 'test' { notify { 'exact': } }
node default { notify { 'default': } }
