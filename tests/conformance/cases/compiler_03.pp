node /^te/ { notify { 'a': } }
node /st$/ { notify { 'b': } }
