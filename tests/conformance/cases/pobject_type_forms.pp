# type() of an object in each detail, the bare Object type, an object in
# templates, String() and assert_type.
type Pt = Object[{attributes => {x => Integer, n => Optional[String]}}]
$p = Pt.new(1)
notify { '1': message => [type($p, 'reduced'), type($p, 'generalized')].map |$t| { "$t" } }
notify { '2': message => [$p].map |$o| { $o.x } }
notify { '3': message => inline_epp('<%= $p %>|<%= $p.x %>', {p => $p}) }
notify { '4': message => "${assert_type(Pt, $p)} ${String($p, '%s')}" }
notify { '5': message => [Object, Type[Object]] }
notify { '6': message => "${Object} ${Type[Object]} ${[Object]}" }
notify { '7': message => Pt }
notify { '8': message => {a => Pt} }
