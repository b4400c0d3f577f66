notify { 'v': message => [versioncmp('1.2.3', '1.10'), versioncmp('2.0', '2.0'), versioncmp('3', '2.9')] }
