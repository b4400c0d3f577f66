type Person = Object[{attributes => {name => String}}]
$p = Person.new("a")
$x = Sensitive($p)
notify {"a": message => "${x}"}
