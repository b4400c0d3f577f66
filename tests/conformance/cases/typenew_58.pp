notify { 'x': message => "${Undef.new()}" }
