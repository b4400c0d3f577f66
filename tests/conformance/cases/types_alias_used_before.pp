notify { 'a': message => [Foo, 5 =~ Foo] }
type Foo = Integer[1,2]
