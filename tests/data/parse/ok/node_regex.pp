node /^te/ { notify { 'regex': } }
