type A = Object[{attributes => {x => Integer}, constants => {x => 1}}]
notify { '1': message => "${A}" }
