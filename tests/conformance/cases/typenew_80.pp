notify { 'x': message => "${String.new([1,2], '%s')} ${String.new(1.5, '%d')}" }
