$t = Timestamp(60)
notify { 'x': message => [$t == 60, 60.0 == $t, $t != 61, $t == Timestamp('1970-01-01T00:01:00Z')] }
