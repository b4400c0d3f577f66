notify { 'x': message => "${Timespan.new('1-02:03:04')}" }
