# An Object type written inline with a name, and an alias of an object type.
$t = Object[{name => 'Pt', attributes => {x => Integer, y => Integer}}]
$p = $t.new(1, 2)
notify { '1': message => "${p} ${t} ${type($p)} ${p.x}" }
notify { '2': message => $t }
type A = Object[{name => 'Ignored', attributes => {x => Integer}}]
type B = A
$a = B.new(1)
notify { '3': message => "${a} ${B} ${A} ${type($a)}" }
notify { '4': message => [$a =~ B, $a =~ A] }
notify { '5': message => "${Object[{attributes => {x => Integer}}]}" }
