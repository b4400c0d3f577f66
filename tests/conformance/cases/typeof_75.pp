notify { 'x': message => "${type(Timestamp('2021-01-01'))} ${type(Timespan(60), 'reduced')} ${[Timespan(1), Timespan(2)].max}" }
