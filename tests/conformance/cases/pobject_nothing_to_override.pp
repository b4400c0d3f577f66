type A = Object[{attributes => {x => Integer}}]
type B = Object[{parent => A, attributes => {y => {type => Integer, override => true}}}]
notify { '1': message => "${B}" }
