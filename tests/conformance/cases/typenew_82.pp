notify { 'x': message => "${Timespan.new(1, 2, 3, 4)} ${Timespan.new(0, 0, 0, 1, 500)}" }
