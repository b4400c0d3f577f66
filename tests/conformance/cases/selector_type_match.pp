$v = 5
$t = $v ? { String => 'str', Integer[0, 10] => 'small', default => 'other' }
notify { $t: }
