notify { 'bool2httpd': message => [apache::bool2httpd(true), apache::bool2httpd(false), apache::bool2httpd(undef), apache::bool2httpd('TRUE'), apache::bool2httpd('is false'), apache::bool2httpd('Off'), apache::bool2httpd(1), apache::bool2httpd('')] }
notify { 'pw_hash': message => [apache::pw_hash('secret'), apache::pw_hash('pässword')] }
notify { 'authz': message => apache::authz_core_config({ 'require_all' => { 'require_any' => { 'require' => ['user superadmin', 'group admins'] }, 'require' => ['group sales'] }, 'require' => ['all granted'] }) }
