node /^te/ { notify { 'regex-node': message => $0 } }
node default { notify { 'default-node': } }
