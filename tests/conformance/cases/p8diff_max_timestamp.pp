$a = Timestamp('2020-01-01T00:00:00.000 UTC')
$b = Timestamp('2021-06-01T00:00:00.000 UTC')
notify { 'max': message => String(max($a, $b)) }
notify { 'min': message => String(min([$b, $a])) }
