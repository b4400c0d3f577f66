notify { 'x': message => "${Timespan(1) < 2} ${Timestamp(5) > 3} ${[Timestamp(3), Timestamp(1)].sort}" }
