# A user-defined object type: positional new, string form, attributes read
# as methods, type(), equality and the types it is an instance of.
type Person = Object[{attributes => {name => String, age => Integer}}]
$p = Person.new('Bob', 3)
$q = Person.new('Bob', 3)
$r = Person({name => 'Bob', age => 4})
notify { '1': message => "${p} ${p.name.upcase} ${p.age + 1}" }
notify { '2': message => "${type($p)} | ${Person} | ${type(Person)}" }
notify { '3': message => [$p == $q, $p == $r, $p != $r, $p.name == $r.name] }
notify { '4': message => [$p =~ Person, $p =~ Object, $p =~ Any, $p =~ Data, $p =~ Scalar, $p =~ RichData, $p =~ Optional[Person], $p =~ Hash] }
notify { '5': message => [Person < Object, Person <= Any, Object > Person, Person =~ Type[Person], type($p) == Person] }
notify { '6': message => "${[$p]} ${ {a => $p} } ${String($p)}" }
notify { '7': message => $p }
notify { '8': message => [$p, {k => $r}] }
notify { '9': message => $p ? { Person => 'yes', default => 'no' } }
function f(Person $x) { $x.name }
notify { '10': message => f($p) }
