type Foo::Bar = Integer
notify { 'a': message => [Foo::Bar, 5 =~ Foo::Bar] }
