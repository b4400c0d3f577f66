node default { notify { 'n': } }
notify { 'top': }
