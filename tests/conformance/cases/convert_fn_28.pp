notify { "x": message => String(versioncmp('1.10', '1.9')) }
