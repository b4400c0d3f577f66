notify { 'x': message => String(Timespan(10) in {a=>1}) }
