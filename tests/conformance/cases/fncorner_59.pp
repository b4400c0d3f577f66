notify { 'x': message => "${compare('a', 'B', true)} ${compare('a', 'B', false)} ${compare('a','B')}" }
