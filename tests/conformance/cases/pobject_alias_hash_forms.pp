# An object type alias written as a bare hash, and one written as its
# parent followed by a hash (Puppet's shorthand for parent => P).
type Shape = { attributes => { sides => Integer } }
type Square = Shape { attributes => { side => { type => Integer, value => 1 } } }
$s = Square(4, 2)
notify { 'shape':
  message => "${Shape(3)} ${s} ${s.sides} ${s =~ Shape} ${Square =~ Type[Shape]}",
}
