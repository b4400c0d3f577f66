notify { 'x': message => "${Timespan({days => 1, hours => 2, minutes => 3, seconds => 4, milliseconds => 5})} ${Timespan({hours => 1, negative => true})}" }
