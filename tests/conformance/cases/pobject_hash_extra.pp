type Person = Object[{attributes => {name => String, age => Integer}}]
$p = Person.new({name => 'Bob', age => 3, extra => 1})
