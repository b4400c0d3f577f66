notify { 'x': message => "${Timestamp(0) < Timestamp(10)} ${Timespan(1) < Timespan(2)} ${Timespan(60) == Timespan({minutes=>1})}" }
