class a {}
$r = class { 'a': }
notify { 'n': message => $r }
