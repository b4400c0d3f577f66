type Person = Object[{attributes => {name => String, age => Integer}}]
$p = Person('Bob', 3)
notify { 'x': message => "${p}" }
