type P = Object[{attributes => {x => Integer}, equality => ['x']}]
type A = Object[{parent => P, attributes => {y => Integer}}]
notify {'b': message => [A.new(1, 2) == A.new(1, 3), "${A}"]}
notify {"a": message => "${A}"}
