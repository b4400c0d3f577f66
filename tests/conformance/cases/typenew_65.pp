notify { 'x': message => "${Boolean.new(undef)}" }
