type Person = Object[{attributes => {name => String}}]
$p = Person.new("a")
notify {"a": message => Array($p, true)}
