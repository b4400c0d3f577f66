notify { 'x': message => "${Timestamp(0) =~ Timestamp} ${Timestamp(5) =~ Timestamp[0, 10]} ${Timespan(5) =~ Timespan[0, 3]}" }
