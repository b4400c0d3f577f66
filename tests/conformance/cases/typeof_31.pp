notify { 'x': message => "${Timestamp(1.5)} ${Integer(Timestamp(100))} ${Float(Timespan(1.25))}" }
