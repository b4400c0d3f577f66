notify { 'x': message => "${Timespan(93784.123).strftime('%D-%H:%M:%S.%L')} ${Timespan(3725).strftime('%H:%M:%S')} ${Timespan(3725).strftime('%M:%S')} ${Timespan(125).strftime('%S')}" }
