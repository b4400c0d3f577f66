type Person = Object[{attributes => {name => String}}]
$p = Person.new("a")
$x = Hash($p)
