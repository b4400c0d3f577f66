$r = 'abc' =~ /B/
$s = 'abc' =~ /(?i)B/
$t = 'a.c' =~ 'a.c'
$u = 'abc' !~ /z/
notify { 'r': message => [$r, $s, $t, $u] }
