notify { 'x': message => String(Integer != Timespan(10)) }
