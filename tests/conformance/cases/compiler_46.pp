node /^t/ { notify { 'a': } }
node /^t$|^te/ { notify { 'b': } }
