# Attributes holding types, hashes and other objects (Optional ones last).
type Pt = Object[{attributes => {x => Integer, t => Type, o => Optional[Pt], h => Hash}}]
$p = Pt.new(1, Integer, {a => 1}, Pt.new(2, String, {}))
notify { '1': message => $p }
notify { '2': message => "${p} ${p.o.t}" }
notify { '3': message => [$p =~ Pt, $p.o =~ Pt, $p.o.o] }
