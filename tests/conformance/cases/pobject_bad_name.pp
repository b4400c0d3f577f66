type A = Object[{name => 'a', attributes => {x => Integer}}]
notify { '1': message => "${A} ${A.new(1)}" }
