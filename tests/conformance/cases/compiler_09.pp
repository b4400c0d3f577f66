node /^t/ { notify { 'regex1': } }
node /e/ { notify { 'regex2': } }
node default { notify { 'default': } }
