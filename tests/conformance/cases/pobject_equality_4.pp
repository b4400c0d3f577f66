type P = Object[{attributes => {x => Integer}, equality => ['x']}]
type A = Object[{parent => P, attributes => {y => Integer}, equality => ['x']}]
notify {"a": message => "${A}"}
