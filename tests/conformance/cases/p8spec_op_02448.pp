notify { 'x': message => String(true + Timespan(1.5)) }
