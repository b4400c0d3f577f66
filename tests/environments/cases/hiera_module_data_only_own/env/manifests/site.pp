include other
notify { 'x': message => lookup('mod::x', Any, 'unique') }
notify { 'h': message => lookup('mod::h', Any, 'hash') }
