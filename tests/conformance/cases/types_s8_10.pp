$r = [1, 2, 3, 4].map |$x| { if $x == 2 { next('two') } $x }
$s = [1, 2, 3, 4].each |$x| { if $x == 3 { break() } notify { "e${x}": } }
notify { 'a': message => $r }
