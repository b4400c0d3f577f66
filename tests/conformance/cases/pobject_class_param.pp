# An object passed to a class parameter typed by the object type.
type Pt = Object[{attributes => {x => Integer}}]
class c(Pt $a) { notify { 'c': message => $a } }
class { 'c': a => Pt.new(5) }
notify { 'key': message => "${ {Pt.new(1) => 1} }" }
