type Person = Object[{attributes => {name => String, age => Integer}}]
$p = Person.new('Bob', 3)
type T = Struct[{a => Person}]
notify {"a": message => "${T} ${String(Person)} ${[$p, $p].unique.length} ${$p in {a => 1}}" }
notify {"b": message => [$p, 1].sort |$a, $b| { 0 }}
