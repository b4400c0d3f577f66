notify { 'x': message => "${Timespan(-90).strftime('%M:%S')} ${Timespan(90.5).strftime('%S.%L')}" }
