notify { 'x': message => "${join(['a', undef, 'b'], '-')} ${join([true, false, default], ',')}" }
