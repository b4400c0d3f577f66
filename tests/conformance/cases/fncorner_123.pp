notify { 'x': message => "${['b', 'a'].max} ${['b', 'a'].min} ${[3, 10, 2].max} ${['10', '9'].max}" }
