notify { 'x': message => "${type(Timespan(2.5))} ${Timespan(2.5)} ${Timespan(-5)}" }
