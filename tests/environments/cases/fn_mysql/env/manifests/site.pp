notify { 'password': message => [mysql::password('secret'), mysql::password(''), mysql::password('*14E65567ABDB5135D0CFD9A70B3032C179A49EE7')] }
notify { 'password_sensitive': message => mysql::password(Sensitive('secret'), true).unwrap }
notify { 'innobackupex': message => [mysql::innobackupex_args('root', true, 'pw', ['db1', 'db2'], ['--x', '--y']), mysql::innobackupex_args(undef, false, undef, [], []), mysql::innobackupex_args('root', false, undef, ['db'], [])] }
notify { 'deepmerge': message => mysql::normalise_and_deepmerge({ 'mysqld' => { 'bind-address' => '127.0.0.1', 'max_connections' => 10 } }, '', { 'mysqld' => { 'bind_address' => '0.0.0.0', 'max-connections' => 20 }, 'client' => { 'port' => 3306 } }) }
notify { 'strip': message => mysql::strip_hash({ 'a' => '', 'b' => { 'c' => '', 'd' => 1 }, 'e' => 'x' }) }
