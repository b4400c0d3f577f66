type Person = Object[{attributes => {name => String}}]
$p = Person.new(3)
