type A = Object[{attributes => {x => {type => Integer, kind => constant}}}]
notify { '1': message => "${A}" }
