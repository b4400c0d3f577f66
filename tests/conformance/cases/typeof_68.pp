notify { 'x': message => "${Timespan(3600) + Timespan(60)} ${Timespan(3600) - 600} ${Timespan(10) > Timespan(9)} ${Timespan(10) == 10}" }
