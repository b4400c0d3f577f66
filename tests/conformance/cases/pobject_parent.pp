# parent: the parent's attributes come first; an instance is its parent's.
type Person = Object[{attributes => {name => String}}]
type Employee = Object[{parent => Person, attributes => {salary => Integer}}]
$e = Employee.new('Bob', 10)
$f = Employee({name => 'Bob', salary => 10})
notify { '1': message => "${e} ${e.name} ${e.salary}" }
notify { '2': message => "${Employee} | ${type($e)}" }
notify { '3': message => [$e =~ Person, $e =~ Employee, Employee < Person, Person < Employee, $e == $f, Person.new('Bob') == $e] }
notify { '4': message => [String(Employee), String(Type[Employee])] }
notify { '5': message => $e }
