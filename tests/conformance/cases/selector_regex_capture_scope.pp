$x = 'a'
$y = $x ? { /^(a)$/ => "cap ${1}", default => 'none' }
notify { 'a': message => [$y, $1] }
