# new(T, ...), T.new(key => value), a block, and types holding the type.
type Pt = Object[{attributes => {x => Integer}}]
$p = new(Pt, 1)
$q = Pt.new(x => 2)
$r = Pt.new(3) |$o| { $o.x * 2 }
notify { '1': message => "${p} ${q} ${r}" }
notify { '2': message => "${Optional[Pt]} ${Array[Pt]} ${[Pt]} ${ {a => Pt} }" }
notify { '3': message => "${p.x.type} ${p.type}" }
notify { '4': message => [$p.x(), $p.x.then |$v| { $v + 1 }, Pt.new(3).x] }
notify { '5': message => [[Pt.new(1)] == [Pt.new(1)], {Pt.new(1) => 1}[Pt.new(1)]] }
