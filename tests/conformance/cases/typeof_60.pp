$a = Timestamp('2021-01-01T00:00:00Z')
$b = Timestamp('2021-12-31T12:00:00Z')
notify { 'x': message => "${b - a} ${a < b} ${a == a} ${(b - a) > Timespan({days => 300})}" }
