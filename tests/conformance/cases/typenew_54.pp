notify { 'x': message => "${Timestamp.new(0)}" }
