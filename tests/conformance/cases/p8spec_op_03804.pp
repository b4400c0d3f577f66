notify { 'x': message => String(Timespan(10) != '0x10') }
