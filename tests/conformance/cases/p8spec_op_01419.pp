notify { 'x': message => String('abc' <= Timespan(10)) }
