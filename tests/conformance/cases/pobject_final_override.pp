type A = Object[{attributes => {x => {type => Integer, final => true}}}]
type B = Object[{parent => A, attributes => {x => {type => Integer, override => true}}}]
notify { '1': message => "${B}" }
