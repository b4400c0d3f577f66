type A = Object[{attributes => {x => Integer}, equality_include_type => false, equality => ['x']}]
notify {"a": message => "${A}"}
