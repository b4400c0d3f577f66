notify { 'x': message => Timespan(5) < 'a' }
