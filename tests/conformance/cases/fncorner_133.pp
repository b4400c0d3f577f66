notify { 'x': message => "${compare('A', 'a')} ${compare('a', 'A', false)} ${compare(2, 1.5)} ${compare('b', 'a', true)}" }
