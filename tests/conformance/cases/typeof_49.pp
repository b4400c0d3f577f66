notify { 'x': message => "${type(Timestamp(0), 'generalized')} ${type(Timespan(1), 'generalized')} ${type(Binary('aGk='), 'generalized')}" }
