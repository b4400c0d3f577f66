# new of a value that already is an instance is that value (the block not
# called); Optional[T] and NotUndef[T] make what T makes.
type Pt = Object[{attributes => {x => Integer}}]
type Q = Object[{parent => Pt, attributes => {y => Integer}}]
$p = Pt.new(1)
notify { '1': message => "${Pt.new($p)} ${Pt.new($p) |$v| { "b${v}" }} ${Pt($p)} ${Object.new($p)}" }
notify { '2': message => "${Pt.new(Q.new(1, 2))} ${Q.new(1,2) =~ Pt}" }
notify { '3': message => "${Optional[Pt].new(3)} ${NotUndef[Pt](4)} ${Variant[Pt, Integer].new(3)}" }
notify { '4': message => "${Pt.new(1) |$v| { $v.x + 1 }}" }
