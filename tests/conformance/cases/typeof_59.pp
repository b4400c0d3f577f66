$t = Timestamp('2020-02-29T23:59:59.5Z')
notify { 'x': message => "${t} ${t + 0.5} ${t.strftime('%Y-%m-%d %H:%M:%S.%L %z')}" }
