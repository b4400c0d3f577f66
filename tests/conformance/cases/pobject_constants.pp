# Constants (kind => constant) and equality by the attributes named.
type Pt = Object[{attributes => {x => Integer, z => {type => Integer, value => 0}, y => {type => Integer, kind => constant, value => 3}}, equality => ['x']}]
$p = Pt.new(1)
notify { '1': message => "${p} ${Pt} ${p.y}" }
notify { '2': message => [Pt.new(1) == Pt.new(1), Pt.new(1) == Pt.new(2), Pt.new(1, 5) == Pt.new(1, 6)] }
type Q = Object[{attributes => {x => Integer}, constants => {c => 'k'}}]
notify { '3': message => "${Q} ${Q.new(2)} ${Q.new(2).c}" }
