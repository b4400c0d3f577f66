notify { 'x': message => "${Timespan(0)} ${Timespan(86400)} ${Timespan(-1.5)} ${Timespan(0.001)} ${Timespan(1e-9)}" }
