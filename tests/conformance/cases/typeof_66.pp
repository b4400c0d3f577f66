notify { 'x': message => "${Timespan('10:20:30')} ${Timespan('2-10:20:30.5')} ${Timespan('10:20')} ${Timespan('-1:00:00')}" }
