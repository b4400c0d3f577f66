notify { 'list': message => lookup('profile::list') }
notify { 'hh': message => lookup('profile::hh') }
notify { 'other': message => lookup('profile::other') }
notify { 'secret': message => String(lookup('secret') =~ Sensitive) }
notify { 'arr': message => lookup('arr') }
notify { 'override': message => lookup('profile::list', Any, 'first') }
