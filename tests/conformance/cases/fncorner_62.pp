notify { 'x': message => "${compare(Timespan(1), Timespan(2))} ${compare(1.5, 1)}" }
