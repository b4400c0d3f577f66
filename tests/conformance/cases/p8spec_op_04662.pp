notify { 'x': message => String(Timespan(1.5) << {a=>1}) }
