notify { 'x': message => String(Timespan(10) in '0x10') }
