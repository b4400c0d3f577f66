node /TE/, /te/ { notify { 'a': } }
