notify { 'x': message => String('3' != Timespan(1.5)) }
