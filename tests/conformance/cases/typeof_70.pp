$t = Timestamp('2021-01-03T00:00:00Z')
notify { 'x': message => $t.strftime('%a %A %u %w %U %W %V %G %j %-d %e %-m %_m %^a %^B') }
