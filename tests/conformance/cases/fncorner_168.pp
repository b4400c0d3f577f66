notify { 'x': message => "${compare(1, 1.0)} ${compare('abc', 'abd')} ${compare('B', 'a')} ${compare('B', 'a', false)}" }
