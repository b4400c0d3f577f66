notify { 'x': message => String(Timespan(10) in '1e2') }
