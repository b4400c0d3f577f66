notify { 'x': message => "${Timestamp.new('2020-01-02T03:04:05.000 UTC')}" }
