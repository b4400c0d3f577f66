notify { 'x': message => String(default % Timespan(1.5)) }
