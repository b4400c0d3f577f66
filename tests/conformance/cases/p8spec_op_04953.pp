notify { 'x': message => String('1e2' % Timespan(10)) }
