# type_parameters are kept and printed.
type A = Object[{type_parameters => {p => Integer}, attributes => {x => Integer}}]
notify {"a": message => "${A} ${A.new(1)}"}
notify {"b": message => Object[{name => "Tp", type_parameters => {p => Integer}}]}
