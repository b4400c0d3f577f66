type A = Object[{attributes => {x => Integer}, equality => ['y']}]
notify { '1': message => "${A}" }
