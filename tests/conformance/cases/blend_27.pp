node /^t/ { notify { 'regex': } }
node 'other' { notify { 'other': } }
