type A = Object[{attributes => {x => Integer}}]
type B = Object[{parent => A, attributes => {x => String}}]
$b = B.new('1')
