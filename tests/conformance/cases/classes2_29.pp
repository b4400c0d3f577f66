node default { notify { 'd': } }
notify { 'top': }
node 'test' { notify { 't': } }
