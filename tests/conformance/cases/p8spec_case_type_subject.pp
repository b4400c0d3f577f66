$t = Integer
$r = case $t { Integer: { 'instance' } Type[Integer]: { 'type' } default: { 'none' } }
$s = $t ? { Integer => 'instance', Type => 'type' }
notify { 'x': message => [$r, $s] }
