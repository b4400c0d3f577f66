notify { 'hash': message => lookup('h', Hash, 'hash') }
notify { 'deep': message => lookup('h', Hash, 'deep') }
notify { 'unique': message => lookup('h.deep', Any, 'first') }
