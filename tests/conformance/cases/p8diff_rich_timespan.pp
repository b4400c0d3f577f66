notify { 'x': message => [Timespan(90), Timespan('1-02:03:04.5')] }
