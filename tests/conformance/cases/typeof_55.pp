notify { 'x': message => "${Timespan(3661).strftime('%-H:%M:%S.%L')} ${Timespan({days=>2}).strftime('%D')}" }
