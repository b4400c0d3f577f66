notify { 'x': message => "${Timespan('2:00', '%H:%M')} ${Timespan('01:02:03')}" }
