# An object type autoloaded from a module's types/ folder.
type Mymod::Person = Object[{attributes => {name => String, age => {type => Integer, value => 1}}}]
