notify { 'x': message => "${type(Binary('aGk='))} ${type(Timespan(1))} ${type(Timestamp(0))}" }
