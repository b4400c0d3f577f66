notify { "x": message => [versioncmp(1, 2)] }
