$p = Mymod::Person.new('Bob')
$q = Mymod::Person('Al', 4)
notify { '1': message => "${p} ${q.age} ${type($p)} ${Mymod::Person}" }
notify { '2': message => [$p =~ Mymod::Person, $p == Mymod::Person.new({name => 'Bob'})] }
notify { '3': message => $q }
