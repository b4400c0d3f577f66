# Attributes with a default (value), and Optional ones (undef by default):
# positional arguments take those last; the string form leaves defaults out.
type Person = Object[{attributes => {name => String, age => {type => Integer, value => 7}, nick => Optional[String]}}]
$p = Person.new({name => 'Al'})
$q = Person.new('Al', 8, 'x')
$r = Person.new('Al')
$s = Person.new({name => 'Al', age => 7, nick => undef})
notify { '1': message => "${p} ${q} ${r} ${s}" }
notify { '2': message => "${p.nick} ${p.age} ${Person}" }
notify { '3': message => [$p == $s, $p == $r, $q == $r] }
notify { '4': message => $p }
notify { '5': message => {k => [$q]} }
