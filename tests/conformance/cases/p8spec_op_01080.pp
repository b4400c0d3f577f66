notify { 'x': message => String('0x10' != Timespan(1.5)) }
