cron { 'c': command => '/bin/x', minute => fqdn_rand(60), hour => fqdn_rand(24, 'hour') }
notify { 'n': message => [fqdn_rand(3600, 'x'), fqdn_rand(1), fqdn_rand('30'), fqdn_rand(100000, 'a', true), fqdn_rand(2**31)] }
