type A = Object[{attributes => {x => Integer}, constants => {c => 1}, equality => ['c']}]
notify {"a": message => "${A}"}
