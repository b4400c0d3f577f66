notify { 'a': message => lookup('mod::a') }
