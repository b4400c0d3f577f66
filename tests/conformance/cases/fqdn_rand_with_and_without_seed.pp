notify { 'n': message => [fqdn_rand(100), fqdn_rand(100, 'seed')] }
