notify { 'defaults': message => sudo::defaults(['env_reset', undef], ['mailto', { 'value' => 'root@example.com' }], ['secure_path', { 'value' => '/usr/bin', 'operator' => '+=' }], ['env_keep', { 'list' => ':user', 'value' => 'HOME' }], ['timeout', { 'value' => 5 }]) }
notify { 'none': message => sudo::defaults() }
