notify { 'x': message => String(Timespan(10) > 'A') }
