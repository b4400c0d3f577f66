node default { notify { 'def': } }
node /te/ { notify { 're': } }
