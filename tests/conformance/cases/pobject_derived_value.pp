type A = Object[{attributes => {x => {type => Integer, kind => derived, value => 1}}}]
notify { '1': message => "${A}" }
