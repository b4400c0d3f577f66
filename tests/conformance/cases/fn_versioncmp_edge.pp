notify { 'v': message => [versioncmp('1.0', '1.0.0'), versioncmp('1.2a', '1.2b'), versioncmp('10', '9')] }
