notify { 'x': message => "${compare(Timestamp(1), Timestamp(2))} ${compare(Timespan(2), 1)}" }
