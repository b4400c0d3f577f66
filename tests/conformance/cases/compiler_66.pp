node default { notify { 'd': } }
node /^t/ { notify { 'r': } }
