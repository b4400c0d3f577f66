notify { 'x': message => "${Timestamp(0) =~ Timestamp['1970-01-01', '1971-01-01']} ${Timestamp(0) =~ Timestamp['1971-01-01']} ${Timespan(10) =~ Timespan[5]} ${Timespan(1) =~ Timespan[5]}" }
