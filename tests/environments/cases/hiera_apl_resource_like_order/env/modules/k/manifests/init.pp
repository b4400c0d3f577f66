class k($a = 'da', $b = 'db', $y = 'dy', $z = 'dz', $x = undef) { }
