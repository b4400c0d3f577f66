type A = Object[{attributes => {x => Integer}, equality => 'x'}]
notify {"a": message => "${A}"}
