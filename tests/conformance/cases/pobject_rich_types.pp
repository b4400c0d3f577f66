# Object types as parameter values (Puppet 8 writes their init hash).
type A = Object[{attributes => {x => Integer}}]
type B = Object[{parent => A, attributes => {y => {type => Integer, value => 2}, n => Optional[String]}, constants => {c => 1}, functions => {f => Callable[[], Integer]}, equality => ['y']}]
type C = Object[{attributes => {k => {type => String, kind => constant, value => 'v'}, z => {type => Integer[0], kind => constant, value => 1}}, checks => 'x'}]
notify { '1': message => B }
notify { '2': message => [B.new(1), C] }
notify { '3': message => "${B} ${C}" }
