$t = Timestamp('2021-03-04T05:06:07Z')
notify { 'x': message => "${t - 3600} ${t + Timespan('1-00:00:00')} ${t - Timespan(60)}" }
