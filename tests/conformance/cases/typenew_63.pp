notify { 'x': message => "${Array.new(undef)}" }
