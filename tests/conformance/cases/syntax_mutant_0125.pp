notify { 'l1': message => versioncmp('1.1 '1.9') }
notify { 'l2': message => versioncmp('1.0', '1.0.0') }
notify { 'l3': message => versioncmp('2.0-rc1', '2.0') }
