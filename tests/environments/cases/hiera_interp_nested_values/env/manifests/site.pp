notify { 'h': message => lookup('h') }
notify { 'whole_h': message => lookup('whole_h') }
notify { 'trusted_ext': message => lookup('trusted_ext') }
