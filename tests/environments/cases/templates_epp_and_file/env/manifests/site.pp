class { 'web': port => 8080 }
notify { 'file': message => file('web/motd.txt') }
notify { 'first-found': message => file('web/missing.txt', 'web/motd.txt') }
