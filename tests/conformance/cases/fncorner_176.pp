notify { 'x': message => "${chomp('abc')}|${chomp('')}|${chomp(['x', ''])}" }
