class a {}
$r = include(a)
notify { 'n': message => $r }
