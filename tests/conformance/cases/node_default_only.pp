node default { notify { 'dflt': } }
notify { 'top': }
