$ts = Timestamp('2021-03-04T05:06:07Z')
$h = { 'at' => $ts, 'span' => Timespan(61) }
notify { 'x': message => "${h}" }
