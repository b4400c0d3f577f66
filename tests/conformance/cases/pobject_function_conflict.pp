type A = Object[{attributes => {x => Integer}, functions => {x => Callable}}]
notify { '1': message => "${A}" }
