notify { 'a': message => versioncmp(1, '2') }
