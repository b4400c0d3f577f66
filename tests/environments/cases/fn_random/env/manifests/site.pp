notify { 'fqdn_rotate': message => [stdlib::fqdn_rotate(['a', 'b', 'c', 'd', 'e']), stdlib::fqdn_rotate('abcdefgh'), stdlib::fqdn_rotate([1, 2, 3, 4], 'seed'), stdlib::fqdn_rotate(['x']), fqdn_rotate([1, 2, 3], 5, 'x')] }
notify { 'seeded_rand_string': message => [stdlib::seeded_rand_string(8, 'seed'), stdlib::seeded_rand_string(5, 'other', 'ab'), stdlib::seeded_rand_string(1, '')] }
notify { 'fqdn_uuid': message => [fqdn_uuid('puppetlabs.com'), fqdn_uuid('google.com'), fqdn_uuid('')] }
notify { 'to_bytes': message => [to_bytes('4 kB'), to_bytes('1.5M'), to_bytes('10'), to_bytes(42), to_bytes('2G'), to_bytes('1 b')] }
