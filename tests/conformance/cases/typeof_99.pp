notify { 'x': message => "${Timestamp('2020-12-31T23:59:59Z').strftime('%G-W%V-%u')} ${Timestamp('2021-01-04T00:00:00Z').strftime('%G-W%V-%u %U %W')}" }
