type Person = Object[{attributes => {name => String, age => {type => Integer, value => 7}}}]
$p = Person.new({name => 'Al'})
notify { 'x': message => "${p.age} ${p =~ Person} ${type($p)}" }
