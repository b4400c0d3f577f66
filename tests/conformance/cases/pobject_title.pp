type Person = Object[{attributes => {name => String, age => Integer}}]
$p = Person.new('Bob', 3)
notify { $p: }
