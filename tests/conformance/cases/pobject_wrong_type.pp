type Person = Object[{attributes => {name => String, age => Integer}}]
$p = Person.new(3, 4)
