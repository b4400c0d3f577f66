node /^te/ { notify { 'a': } }
node /^te/ { notify { 'b': } }
