class other { notify { 'other': message => lookup('mod::y') } }
