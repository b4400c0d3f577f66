notify { 'x': message => "${compare('a', 'B', true)} ${compare('a', 'B', false)} ${compare(1.0, 1)}" }
