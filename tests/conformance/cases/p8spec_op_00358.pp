notify { 'x': message => String(2.5 * Timespan(1.5)) }
