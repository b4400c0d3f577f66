notify { 'x': message => Timespan(10) << 2 }
