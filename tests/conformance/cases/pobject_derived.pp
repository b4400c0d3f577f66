# Attribute kinds and keys that print as given.
type A = Object[{attributes => {x => Integer, y => {type => Integer, kind => derived}}}]
type B = Object[{attributes => {x => Integer}, equality_include_type => false, type_parameters => {}, checks => 1}]
type P = Object[{attributes => {x => Integer, z => {type => Integer, value => 1}}}]
type C = Object[{parent => P, attributes => {z => {type => Integer, kind => constant, value => 3, override => true}}}]
notify { '1': message => "${A} ${B}" }
notify { '2': message => "${P} ${C}" }
