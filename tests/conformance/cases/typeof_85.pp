notify { 'x': message => "${strftime(Timespan(61), '%M:%S')} ${strftime(Timestamp(0), '%Y')}" }
