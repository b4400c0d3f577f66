notify { 'found': message => lookup('mod::found', Any, 'unique') }
notify { 'only_d': message => lookup('mod::only_d', Any, 'unique') }
notify { 'only_d_first': message => lookup('mod::only_d') }
notify { 'dh': message => lookup('mod::dh', Any, 'hash') }
