notify { 'h': message => lookup('mod::h') }
notify { 'l': message => lookup('mod::l') }
