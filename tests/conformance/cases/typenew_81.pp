notify { 'x': message => "${Timestamp.new('2021-01-01T00:00:00Z') |$t| { $t + 1 }}" }
