notify { 'x': message => "${Timespan({seconds => 30, negative => false}) + Timespan({minutes => 1})}" }
