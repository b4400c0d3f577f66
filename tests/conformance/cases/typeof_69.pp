notify { 'x': message => "${Timestamp(1600000000)} ${Integer(Timestamp(1600000000.7))} ${Float(Timestamp(1.25))}" }
