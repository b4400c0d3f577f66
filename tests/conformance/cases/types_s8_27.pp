notify { 'a': message => [versioncmp('1.2.3', '1.10'), versioncmp('2.0', '2.0'), versioncmp('a', 'b'), compare(1, 2), compare('a', 'A'), compare('a', 'A', false)] }
