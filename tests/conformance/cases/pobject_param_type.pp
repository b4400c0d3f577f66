type Person = Object[{attributes => {name => String, age => Integer}}]
$p = Person.new('Bob', 3)
function f(Integer $x) { $x }
notify { 'x': message => f($p) }
