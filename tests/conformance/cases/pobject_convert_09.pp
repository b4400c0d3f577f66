type Person = Object[{attributes => {name => String}}]
$p = Person.new("a")
$x = Struct[{name => String}].new($p)
