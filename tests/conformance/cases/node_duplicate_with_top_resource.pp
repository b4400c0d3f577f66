node default { notify { 'n': } }
notify { 'n': }
