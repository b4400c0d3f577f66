type Person = Object[{attributes => {name => String, age => Integer}}]
$p = Person.new('Bob', 3)
class c(Person $x) {} class {"c": x => 3}
