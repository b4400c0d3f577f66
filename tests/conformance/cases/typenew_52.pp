notify { 'x': message => "${Timespan.new(3600)}" }
