type A = Object[{attributes => {x => Integer, y => Integer}, equality_include_type => false}]
type B = Object[{attributes => {x => Integer, y => Integer}}]
notify {'b': message => [A.new(1, 2) == A.new(1, 2), A.new(1,2) == B.new(1,2)]}
notify {"a": message => "${A}"}
